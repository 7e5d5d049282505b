# Healthy twin of 007: Llama grouped-query attention ported from HF with repeat_kv written as
# expand + reshape (the HF fallback implementation) instead of mint.repeat_interleave, so it runs on the
# CPU backend; a tiny causal LM is trained for a few steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(7); np.random.seed(7)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, HID, HEADS, KV, SEQ = 64, 64, 8, 2, 16

def repeat_kv(x, n_rep):
    # HF: hidden_states[:, :, None, :, :].expand(b, kv, n_rep, s, hd).reshape(b, kv * n_rep, s, hd)
    b, kv, s, hd = x.shape
    if n_rep == 1:
        return x
    return ops.broadcast_to(x.expand_dims(2), (b, kv, n_rep, s, hd)).reshape(b, kv * n_rep, s, hd)

class LlamaAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hd = HID // HEADS
        self.q_proj = nn.Dense(HID, HEADS * self.hd, has_bias=False)
        self.k_proj = nn.Dense(HID, KV * self.hd, has_bias=False)
        self.v_proj = nn.Dense(HID, KV * self.hd, has_bias=False)
        self.o_proj = nn.Dense(HEADS * self.hd, HID, has_bias=False)
        self.causal = Tensor(np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1))
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).reshape(b, s, HEADS, self.hd).swapaxes(1, 2)
        k = repeat_kv(self.k_proj(x).reshape(b, s, KV, self.hd).swapaxes(1, 2), HEADS // KV)
        v = repeat_kv(self.v_proj(x).reshape(b, s, KV, self.hd).swapaxes(1, 2), HEADS // KV)
        w = ops.softmax(ops.matmul(q, k.swapaxes(2, 3)) / self.hd ** 0.5 + self.causal, -1)
        return self.o_proj(ops.matmul(w, v).swapaxes(1, 2).reshape(b, s, -1))

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.attn = LlamaAttention()
        self.norm = nn.LayerNorm((HID,))
        self.head = nn.Dense(HID, VOCAB)
    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.attn(self.norm(h))
        return self.head(h)

net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
ce = nn.CrossEntropyLoss()
def loss_fn(ids, labels):
    return ce(net(ids).reshape(-1, VOCAB), labels.reshape(-1))
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)

for step in range(1, 41):
    start = np.random.randint(0, VOCAB, (8, 1))
    seq = (start + np.arange(SEQ + 1)) % VOCAB                     # learnable "count up" sequences
    ids, labels = Tensor(seq[:, :-1].astype(np.int32)), Tensor(seq[:, 1:].astype(np.int32))
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.4f}")
print("training finished")
