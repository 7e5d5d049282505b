# Tiny char-level LM port. After each epoch a sample is generated for the log, with the
# torch.multinomial sampling line of the HF/nanoGPT script translated to mindspore.mint.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

ms.set_seed(0); np.random.seed(0)
text = "the quick brown fox jumps over the lazy dog. " * 60
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}; V = len(chars)
data = np.array([stoi[c] for c in text], np.int32)
BLOCK, BATCH = 16, 32

class BigramMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 48)
        self.ff = nn.Dense(48, 48, activation="relu")
        self.head = nn.Dense(48, V)
    def construct(self, idx):
        return self.head(self.ff(self.emb(idx)))

net = BigramMLP()
ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(x, y):
    return ce(net(x).reshape(-1, V), y.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def generate(idx, max_new_tokens=40, temperature=1.0):
    for _ in range(max_new_tokens):
        logits = net(idx)[:, -1, :] / temperature
        probs = ops.softmax(logits, axis=-1)
        idx_next = mint.multinomial(probs, num_samples=1)
        idx = ops.cat((idx, idx_next.astype(ms.int32)), axis=1)
    return idx

for epoch in range(3):
    for it in range(20):
        ix = np.random.randint(0, len(data) - BLOCK - 1, BATCH)
        x = np.stack([data[i:i+BLOCK] for i in ix]); y = np.stack([data[i+1:i+BLOCK+1] for i in ix])
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
        opt(grads)
        if it % 5 == 0:
            print(f"epoch {epoch} iter {it} loss {loss.asnumpy():.4f}", flush=True)
    out = generate(ms.Tensor([[stoi["t"]]], ms.int32))
    print("sample:", "".join(chars[i] for i in out.asnumpy()[0]), flush=True)
