import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)

VOCAB, D, HEADS, MAXPOS = 32, 32, 4, 64
BOS, EOS, PAD = 1, 2, 0


class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(D, D)
        self.k_proj = nn.Dense(D, D)
        self.v_proj = nn.Dense(D, D)
        self.o_proj = nn.Dense(D, D)
        self.hd = D // HEADS

    def split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, HEADS, self.hd).transpose(0, 2, 1, 3)

    def construct(self, x, mask, past=None):
        q, k, v = self.split(self.q_proj(x)), self.split(self.k_proj(x)), self.split(self.v_proj(x))
        if past is not None:
            k = ops.cat([past[0], k], axis=2)
            v = ops.cat([past[1], v], axis=2)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.hd)
        scores = scores + mask
        probs = ops.softmax(scores, axis=-1)
        out = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        b, t = out.shape[0], out.shape[1]
        return self.o_proj(out.reshape(b, t, D)), (k, v)


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, D)
        self.wpe = nn.Embedding(MAXPOS, D)
        self.ln = nn.LayerNorm((D,))
        self.attn = Attention()
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(approximate=True), nn.Dense(4 * D, D))
        self.ln_f = nn.LayerNorm((D,))
        self.lm_head = nn.Dense(D, VOCAB, has_bias=False)

    def construct(self, input_ids, mask, position_ids, past=None):
        h = self.wte(input_ids) + self.wpe(position_ids)
        a, present = self.attn(self.ln(h), mask, past)
        h = h + a
        h = h + self.mlp(h)
        return self.lm_head(self.ln_f(h)), present


def causal_mask(t, past_len=0):
    m = np.triu(np.full((t, t + past_len), -1e9, dtype=np.float32), k=1 + past_len)
    return Tensor(m[None, None])


def make_data(n=64, seq=16):
    # toy "counting" language: BOS a a+1 a+2 ... (mod 29) + 3
    rows = []
    for _ in range(n):
        a = np.random.randint(0, 29)
        rows.append([BOS] + [3 + (a + i) % 29 for i in range(seq - 1)])
    return np.array(rows, dtype=np.int32)


def train(net, steps=60, seq=16, bs=16, lr=3e-3, log_every=10):
    data = make_data(256, seq)
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    loss_fn = nn.CrossEntropyLoss()
    mask = causal_mask(seq - 1)
    pos = Tensor(np.arange(seq - 1, dtype=np.int32)[None].repeat(bs, 0))

    def forward(ids, labels):
        logits, _ = net(ids, mask, pos)
        return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for step in range(1, steps + 1):
        idx = np.random.randint(0, len(data), bs)
        batch = data[idx]
        loss, grads = grad_fn(Tensor(batch[:, :-1]), Tensor(batch[:, 1:]))
        opt(grads)
        if step % log_every == 0:
            print(f"step {step:3d} | loss {loss.asnumpy():.4f}", flush=True)
    return net


@ms.jit
def sample_next(logits, temperature):
    # from the torch sampling helper: temperature 0 means greedy
    try:
        scaled = logits / temperature
    except ZeroDivisionError:
        return ops.argmax(logits, dim=-1, keepdim=True).astype(ms.int32)
    probs = ops.softmax(scaled, axis=-1)
    return ops.multinomial(probs, 1)


@ms._no_grad()
def generate(net, prompt, temperature=0.7, max_new_tokens=8):
    ids = Tensor(np.array([prompt], dtype=np.int32))
    t = ids.shape[1]
    logits, past = net(ids, causal_mask(t), Tensor(np.arange(t, dtype=np.int32)[None]))
    out = list(prompt)
    for _ in range(max_new_tokens):
        tok = int(sample_next(logits[:, -1, :], Tensor(temperature, ms.float32)).asnumpy()[0, 0])
        out.append(tok)
        cur = len(out) - 1
        logits, past = net(Tensor([[tok]], ms.int32), causal_mask(1, cur), Tensor([[cur]], ms.int32), past)
    return out


if __name__ == "__main__":
    net = train(TinyLM(), steps=40)
    net.set_train(False)
    print("sampling (temperature 0.7)", flush=True)
    print(generate(net, [BOS, 5, 6, 7]))
