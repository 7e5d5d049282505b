# Healthy twin of 001: BERT-style self-attention port with the key transposed
# (ops.bmm(q, k.swapaxes(1, 2)), as torch.matmul(q, k.transpose(-1, -2))); a tiny sequence classifier
# trained for a few steps.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)

class BertSelfAttention(nn.Cell):
    def __init__(self, hidden=32, heads=4):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.query = nn.Dense(hidden, hidden)
        self.key = nn.Dense(hidden, hidden)
        self.value = nn.Dense(hidden, hidden)
    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.d).transpose(0, 2, 1, 3).reshape(b * self.h, s, self.d)
    def construct(self, hidden_states):
        b, s, c = hidden_states.shape
        q = self.split(self.query(hidden_states))
        k = self.split(self.key(hidden_states))
        v = self.split(self.value(hidden_states))
        scores = ops.bmm(q, k.swapaxes(1, 2)) / math.sqrt(self.d)
        ctx = ops.bmm(ops.softmax(scores, axis=-1), v)
        return ctx.reshape(b, self.h, s, self.d).transpose(0, 2, 1, 3).reshape(b, s, c)

class SeqClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = BertSelfAttention()
        self.cls = nn.Dense(32, 2)
    def construct(self, x):
        return self.cls((x + self.attn(x)).mean(axis=1))

net = SeqClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
X = np.random.randn(128, 12, 32).astype(np.float32)
Y = (X[:, :, 0].mean(1) > 0).astype(np.int32)
for step in range(40):
    i = (step * 32) % 128
    loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step:3d} loss {loss.asnumpy():.4f}")
acc = (net(Tensor(X)).asnumpy().argmax(1) == Y).mean()
print(f"train accuracy {acc:.3f}")
