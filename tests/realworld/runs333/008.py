"""Decoder-only LM block ported from a Hugging Face Llama-style implementation (RMSNorm, SwiGLU MLP),
trained on padded synthetic sequences with a value_and_grad loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(11)

VOCAB, MAXLEN, PAD = 64, 24, 0

class RMSNorm(nn.Cell):
    """port of LlamaRMSNorm"""
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = ms.Parameter(ops.ones(hidden_size, ms.float32), name="weight")
        self.variance_epsilon = eps
    def construct(self, hidden_states):
        variance = hidden_states.pow(2).mean(-1, keep_dims=True)
        hidden_states = hidden_states * ops.rsqrt(variance)
        return self.weight * hidden_states

class MLP(nn.Cell):
    def __init__(self, d, f):
        super().__init__()
        self.gate_proj = nn.Dense(d, f, has_bias=False)
        self.up_proj = nn.Dense(d, f, has_bias=False)
        self.down_proj = nn.Dense(f, d, has_bias=False)
    def construct(self, x):
        return self.down_proj(ops.silu(self.gate_proj(x)) * self.up_proj(x))

class TinyDecoder(nn.Cell):
    def __init__(self, d=64, layers=2):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, d, padding_idx=PAD)
        self.layers = nn.CellList([MLP(d, 4 * d) for _ in range(layers)])
        self.norms = nn.CellList([RMSNorm(d) for _ in range(layers)])
        self.norm = RMSNorm(d)
        self.lm_head = nn.Dense(d, VOCAB, has_bias=False)
    def construct(self, input_ids):
        h = self.embed_tokens(input_ids)
        for norm, mlp in zip(self.norms, self.layers):
            h = h + mlp(norm(h))
        return self.lm_head(self.norm(h))

def gen():
    r = np.random.default_rng(0)
    for _ in range(800):
        n = int(r.integers(8, MAXLEN + 1))
        a, s = r.integers(1, VOCAB), r.integers(1, 5)
        seq = ((a + s * np.arange(n)) % (VOCAB - 1) + 1).astype(np.int32)
        ids = np.full(MAXLEN, PAD, np.int32)
        ids[:n] = seq
        labels = np.full(MAXLEN, -100, np.int32)
        labels[:n - 1] = seq[1:]
        yield ids, labels

data = ds.GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(16, drop_remainder=True)
net = TinyDecoder()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.0)
ce = nn.CrossEntropyLoss(ignore_index=-100)

def forward(ids, labels):
    logits = net(ids)
    return ce(logits.reshape(-1, VOCAB), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(3):
    for ids, labels in data.create_tuple_iterator():
        loss, grads = grad_fn(ids, labels)
        opt(grads)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f} lr 2.0e-03")
print("training finished")
