# Port of a Llama-style grouped-query attention layer from HF transformers to MindSpore
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
HIDDEN, HEADS, KV_HEADS, SEQ, VOCAB = 128, 8, 2, 32, 1000
HEAD_DIM = HIDDEN // HEADS

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(HIDDEN, HEADS * HEAD_DIM, has_bias=False)
        self.k_proj = nn.Dense(HIDDEN, KV_HEADS * HEAD_DIM, has_bias=False)
        self.v_proj = nn.Dense(HIDDEN, KV_HEADS * HEAD_DIM, has_bias=False)
        self.o_proj = nn.Dense(HEADS * HEAD_DIM, HIDDEN, has_bias=False)
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, HEADS, HEAD_DIM).swapaxes(1, 2)
        k = self.k_proj(x).view(b, s, HEADS, HEAD_DIM).swapaxes(1, 2)
        v = self.v_proj(x).view(b, s, HEADS, HEAD_DIM).swapaxes(1, 2)
        att = ops.softmax(ops.matmul(q, k.swapaxes(2, 3)) / HEAD_DIM ** 0.5, axis=-1)
        out = ops.matmul(att, v).swapaxes(1, 2).reshape(b, s, HIDDEN)
        return self.o_proj(out)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.norm = nn.LayerNorm((HIDDEN,))
        self.attn = Attention()
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)
    def construct(self, ids):
        h = self.embed(ids)
        h = h + self.attn(self.norm(h))
        return self.lm_head(h)

def gen():
    r = np.random.default_rng(0)
    for _ in range(64):
        t = r.integers(0, VOCAB, SEQ + 1).astype(np.int32)
        yield t[:-1], t[1:]

data = ds.GeneratorDataset(gen, ["input_ids", "labels"]).batch(8)
net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
ce = nn.CrossEntropyLoss()
def fwd(ids, labels):
    logits = net(ids)
    return ce(logits.view(-1, VOCAB), labels.view(-1))
step_fn = ms.value_and_grad(fwd, None, opt.parameters)
print(f"params: {sum(p.size for p in net.trainable_params())}")
for step, (ids, labels) in enumerate(data.create_tuple_iterator()):
    loss, g = step_fn(ids, labels)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
