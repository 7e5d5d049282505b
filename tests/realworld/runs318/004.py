"""Resume a text classifier from last week's checkpoint after the tokenizer vocab was rebuilt."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class BagOfWords(nn.Cell):
    def __init__(self, vocab_size, dim=32, n_cls=3):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim)
        self.classifier = nn.Dense(dim, n_cls)

    def construct(self, ids):
        return self.classifier(self.embedding(ids).mean(1))


# last week's run (vocab built from corpus v1) — produce the checkpoint we resume from
if not os.path.exists("bow_v1.ckpt"):
    old = BagOfWords(vocab_size=5000)
    ms.save_checkpoint(old, "bow_v1.ckpt")
    print("saved bow_v1.ckpt")

VOCAB_SIZE = 5003  # tokenizer rebuilt with 3 extra special tokens: <pad>, <cls>, <sep>
net = BagOfWords(vocab_size=VOCAB_SIZE)
param_dict = ms.load_checkpoint("bow_v1.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("resumed from bow_v1.ckpt, not loaded:", not_loaded)

rng = np.random.default_rng(0)
ids = rng.integers(0, VOCAB_SIZE, size=(512, 24)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
dataset = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(32)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: nn.CrossEntropyLoss()(net(x), y), None, opt.parameters)
for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 4 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
