"""Pynative custom training loop with mint ops and value_and_grad: tiny sentiment-ish bag-of-embeddings classifier."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)
VOCAB, SEQ, NCLS = 200, 12, 3
rng = np.random.default_rng(3)
# each class prefers its own block of token ids
labels = rng.integers(0, NCLS, 1200).astype(np.int32)
tokens = np.stack([rng.integers(l * 30, l * 30 + 140, SEQ) for l in labels]).astype(np.int32)


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc1 = mint.nn.Linear(32, 32)
        self.fc2 = mint.nn.Linear(32, NCLS)

    def construct(self, ids):
        h = mint.mean(self.emb(ids), dim=1)
        return self.fc2(ops.gelu(self.fc1(h)))


net = BagClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward_fn(ids, y):
    logits = net(ids)
    return ops.cross_entropy(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

train = ds.NumpySlicesDataset({"ids": tokens[:1000], "label": labels[:1000]}, shuffle=True).batch(50)
valid = ds.NumpySlicesDataset({"ids": tokens[1000:], "label": labels[1000:]}, shuffle=False).batch(50)

for epoch in range(4):
    net.set_train(True)
    for step, batch in enumerate(train.create_dict_iterator()):
        (loss, _), grads = grad_fn(batch["ids"], batch["label"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    correct = total = 0
    for batch in valid.create_dict_iterator():
        pred = net(batch["ids"]).argmax(1)
        correct += int((pred == batch["label"]).sum().asnumpy())
        total += batch["label"].shape[0]
    print(f"epoch {epoch} val_acc {correct / total:.4f}")
