"""GRU sentiment model; token ids come from a pandas/numpy export of the HF dataset."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, SEQ = 2000, 40
rng = np.random.default_rng(0)
# token ids were stored in a float matrix because padded rows held NaN before fillna(0)
input_ids = rng.integers(1, VOCAB, size=(400, SEQ)).astype(np.float64)
input_ids[:, 30:] = 0.0
labels = rng.integers(0, 2, size=400).astype(np.int32)


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=0)
        self.gru = nn.GRU(64, 64, batch_first=True)
        self.head = nn.Dense(64, 2)

    def construct(self, ids):
        out, h = self.gru(self.emb(ids))
        return self.head(h[-1])


dataset = ds.NumpySlicesDataset({"input_ids": input_ids, "labels": labels}, shuffle=True).batch(16)
net = GRUClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["labels"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
