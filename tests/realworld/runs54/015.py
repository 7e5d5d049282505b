# HF-style classifier: forward(input_ids, attention_mask=None). Compiled with dynamic shapes for both
# inputs. Training passes the mask; the inference helper, like the HF pipeline for unpadded single texts,
# calls model(input_ids) only.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, D = 120, 32


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.ffn = nn.SequentialCell([nn.Dense(D, D), nn.ReLU()])
        self.fc = nn.Dense(D, 2)

    def construct(self, input_ids, attention_mask=None):
        h = self.ffn(self.emb(input_ids))
        if attention_mask is None:
            return self.fc(h.mean(1))
        m = attention_mask[..., None]
        return self.fc((h * m).sum(1) / m.sum(1))


model = Classifier()
model.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int32), ms.Tensor(shape=[None, None], dtype=ms.float32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), 5e-3)


def fwd(ids, mask, y):
    return loss_fn(model(ids, mask), y)


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(15):
    lens = rng.integers(3, 12, 16)
    L = lens.max()
    ids = np.zeros((16, L), np.int32)
    mask = np.zeros((16, L), np.float32)
    for i, n in enumerate(lens):
        ids[i, :n] = rng.integers(1, VOCAB, n)
        mask[i, :n] = 1
    y = (ids[:, 0] > VOCAB // 2).astype(np.int32)
    loss, grads = grad_fn(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(y))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss}")

model.set_train(False)
single = ms.Tensor(rng.integers(1, VOCAB, (1, 9)).astype(np.int32))
print("prediction:", ops.softmax(model(single), -1))
