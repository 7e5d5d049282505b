# Port of a GPT-NeoX attention block (HF GPTNeoXAttention) to MindSpore.
# Reference activations were dumped from the HF model; here they are recomputed with the
# HF semantics in numpy from the same state dict (ref_forward) so the check is self-contained.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

HIDDEN, HEADS, SEQ, BATCH = 64, 4, 10, 2
HEAD_DIM = HIDDEN // HEADS

# ---- fake "pytorch_model.bin" of one GPT-NeoX layer (torch Linear layout: (out, in)) ----
sd = {
    "gpt_neox.layers.0.attention.query_key_value.weight": np.random.randn(3 * HIDDEN, HIDDEN).astype(np.float32) * 0.08,
    "gpt_neox.layers.0.attention.query_key_value.bias": np.random.randn(3 * HIDDEN).astype(np.float32) * 0.02,
    "gpt_neox.layers.0.attention.dense.weight": np.random.randn(HIDDEN, HIDDEN).astype(np.float32) * 0.08,
    "gpt_neox.layers.0.attention.dense.bias": np.random.randn(HIDDEN).astype(np.float32) * 0.02,
}

def ref_forward(x):
    """HF GPTNeoXAttention (no rotary for this check): qkv is laid out per head as [heads, 3, head_dim]."""
    w = sd["gpt_neox.layers.0.attention.query_key_value.weight"]
    b = sd["gpt_neox.layers.0.attention.query_key_value.bias"]
    qkv = x @ w.T + b                                   # (B, S, 3H)
    qkv = qkv.reshape(BATCH, SEQ, HEADS, 3 * HEAD_DIM)
    q, k, v = qkv[..., :HEAD_DIM], qkv[..., HEAD_DIM:2 * HEAD_DIM], qkv[..., 2 * HEAD_DIM:]
    q, k, v = [t.transpose(0, 2, 1, 3) for t in (q, k, v)]
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(HEAD_DIM)
    mask = np.triu(np.ones((SEQ, SEQ), bool), 1)
    s = np.where(mask, -1e9, s)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(BATCH, SEQ, HIDDEN)
    return o @ sd["gpt_neox.layers.0.attention.dense.weight"].T + sd["gpt_neox.layers.0.attention.dense.bias"]


class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wq = nn.Dense(HIDDEN, HIDDEN)
        self.wk = nn.Dense(HIDDEN, HIDDEN)
        self.wv = nn.Dense(HIDDEN, HIDDEN)
        self.wo = nn.Dense(HIDDEN, HIDDEN)
        self.mask = ms.Tensor(np.triu(np.ones((SEQ, SEQ), np.float32), 1) * -1e9)

    def construct(self, x):
        b, s, _ = x.shape
        q = self.wq(x).reshape(b, s, HEADS, HEAD_DIM).transpose(0, 2, 1, 3)
        k = self.wk(x).reshape(b, s, HEADS, HEAD_DIM).transpose(0, 2, 1, 3)
        v = self.wv(x).reshape(b, s, HEADS, HEAD_DIM).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (HEAD_DIM ** 0.5) + self.mask
        probs = ops.softmax(scores, axis=-1)
        o = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, HIDDEN)
        return self.wo(o)


def convert(sd):
    """split fused query_key_value into wq/wk/wv; GPT-NeoX packs it per head as [heads, 3, head_dim]"""
    w = sd["gpt_neox.layers.0.attention.query_key_value.weight"].reshape(HEADS, 3, HEAD_DIM, HIDDEN)
    b = sd["gpt_neox.layers.0.attention.query_key_value.bias"].reshape(HEADS, 3, HEAD_DIM)
    wq, wk, wv = (w[:, i].reshape(HIDDEN, HIDDEN) for i in range(3))
    bq, bk, bv = (b[:, i].reshape(HIDDEN) for i in range(3))
    out = {"wq.weight": wq, "wq.bias": bq, "wk.weight": wk, "wk.bias": bk, "wv.weight": wv, "wv.bias": bv,
           "wo.weight": sd["gpt_neox.layers.0.attention.dense.weight"],
           "wo.bias": sd["gpt_neox.layers.0.attention.dense.bias"]}
    return {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in out.items()}


net = Attention()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, convert(sd), strict_load=True)
print("param_not_load:", param_not_load, "ckpt_not_load:", ckpt_not_load)

x = np.random.randn(BATCH, SEQ, HIDDEN).astype(np.float32)
ref = ref_forward(x)
out = net(ms.Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"ms out  [0,0,:5]: {out[0, 0, :5]}")
print(f"ref out [0,0,:5]: {ref[0, 0, :5]}")
print(f"max abs diff: {diff.max():.6f}  mean abs diff: {diff.mean():.6f}")
print("allclose(rtol=1e-4, atol=1e-5):", np.allclose(out, ref, rtol=1e-4, atol=1e-5))
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5)
print("parity OK")

# short fine-tune of the converted block on a toy next-vector regression task
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
data = np.random.randn(16, BATCH, SEQ, HIDDEN).astype(np.float32)
target_w = (np.random.randn(HIDDEN, HIDDEN) * 0.1).astype(np.float32)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, t: loss_fn(net(a), t), None, opt.parameters)
for epoch in range(6):
    losses = []
    for xb in data:
        loss, grads = grad_fn(ms.Tensor(xb), ms.Tensor(xb @ target_w))
        opt(grads)
        losses.append(loss.asnumpy())
    print(f"epoch {epoch} | train_loss {np.mean(losses):.5f}")
print("done")
