# Mixed-precision port: the PyTorch recipe ran the model in bfloat16 (torch.autocast(device_type="cpu", dtype=torch.bfloat16)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)

VOCAB, DIM, SEQ, CLASSES = 200, 32, 12, 3


class TinyEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.proj = nn.Dense(DIM, DIM)
        self.act = nn.GELU(approximate=False)
        self.norm = nn.LayerNorm((DIM,), epsilon=1e-5)
        self.cls = nn.Dense(DIM, CLASSES)

    def construct(self, tok):
        h = self.embed(tok)
        h = self.norm(h + self.act(self.proj(h)))
        return self.cls(h.mean(1))


net = TinyEncoder()
net.to_float(ms.bfloat16)
net.norm.to_float(ms.float32)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)


def forward(tok, y):
    logits = net(tok)
    return loss_fn(logits.astype(ms.float32), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

tok = rng.integers(0, VOCAB, (256, SEQ)).astype(np.int32)
y = (tok[:, 0] % CLASSES).astype(np.int32)
print(f"params: {sum(p.size for p in net.trainable_params())}, compute dtype bfloat16")
net.set_train(True)
for epoch in range(3):
    for i in range(0, 256, 32):
        loss, grads = grad_fn(Tensor(tok[i:i + 32]), Tensor(y[i:i + 32]))
        opt(grads)
    print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f}")
