# Healthy: HF-style text classification data through a mindspore.dataset pipeline (GeneratorDataset -> map -> padded batch), jit train step
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
VOCAB, MAXLEN = 200, 24

def sample(i):
    label = i % 2
    n = int(rng.integers(8, MAXLEN + 1))
    lo, hi = (1, 130) if label == 0 else (70, 200)
    return rng.integers(lo, hi, n).astype(np.int32), np.int32(label)

samples = [sample(i) for i in range(512)]
class Source:
    def __len__(self): return len(samples)
    def __getitem__(self, i): return samples[i]

def pad(ids):
    out = np.zeros(MAXLEN, np.int32); out[:len(ids)] = ids
    mask = (out > 0).astype(np.float32)
    return out, mask

data = ds.GeneratorDataset(Source(), column_names=["input_ids", "label"], shuffle=True)
data = data.map(operations=pad, input_columns=["input_ids"], output_columns=["input_ids", "attention_mask"])
data = data.project(["input_ids", "attention_mask", "label"]).batch(32, drop_remainder=True)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True))

net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3, weight_decay=0.01)
def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, mask, y):
    loss, grads = grad_fn(ids, mask, y)
    opt(grads)
    return loss

steps = data.get_dataset_size()
for epoch in range(4):
    total = 0.0
    for i, (ids, mask, y) in enumerate(data.create_tuple_iterator()):
        loss = train_step(ids, mask, y)
        total += float(loss.asnumpy())
        if i % 8 == 0:
            print(f"epoch {epoch} step {i}/{steps} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} mean loss {total / steps:.4f}")
