# ELMo / HF output_hidden_states-style "scalar mix" pooling: weighted sum over all encoder layers.
# torch: hs = torch.stack(all_hidden_states, dim=0); mixed = (w.softmax(0)[:, None, None, None] * hs).sum(0)
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, HID, LAYERS, SEQ, NCLS = 200, 32, 4, 16, 3

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.layers = nn.CellList([nn.SequentialCell(nn.Dense(HID, HID), nn.Tanh()) for _ in range(LAYERS)])
        self.mix_w = Parameter(Tensor(np.zeros(LAYERS + 1, np.float32)), name="mix_w")
        self.gamma = Parameter(Tensor(np.ones(1, np.float32)), name="gamma")
        self.head = nn.Dense(HID, NCLS)

    def construct(self, ids):
        h = self.emb(ids)
        all_hidden = [h]
        for layer in self.layers:
            h = layer(h)
            all_hidden.append(h)
        hs = mint.stack(all_hidden, dim=0)                 # torch.stack(all_hidden_states, dim=0)
        w = ops.softmax(self.mix_w, axis=0).reshape(-1, 1, 1, 1)
        mixed = self.gamma * (w * hs).sum(0)
        return self.head(mixed.mean(1))

rng = np.random.default_rng(0)
X = rng.integers(1, VOCAB, size=(256, SEQ)).astype(np.int32)
y = (X[:, 0] % NCLS).astype(np.int32)

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(ids, labels):
    return loss_fn(net(ids), labels)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
print(f"params: {sum(p.size for p in net.trainable_params())}")
for epoch in range(3):
    for i in range(0, len(X), 32):
        ids, lab = Tensor(X[i:i+32]), Tensor(y[i:i+32])
        loss, grads = grad_fn(ids, lab)
        opt(grads)
        if (i // 32) % 4 == 0:
            print(f"epoch {epoch} step {i // 32} loss {loss.asnumpy():.4f}")
