"""Fine-tune a small GPT-style LM from a checkpoint produced by an earlier pretraining run.
The fine-tuning config pads the vocab to a multiple of 64 as in the Megatron/HF recipe."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)


class Block(nn.Cell):
    def __init__(self, d, heads):
        super().__init__()
        self.ln1 = nn.LayerNorm((d,))
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.ln2 = nn.LayerNorm((d,))
        self.mlp = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))

    def construct(self, x):
        h = self.ln1(x)
        a = self.attn(h, h, h, need_weights=False)[0]
        x = x + a
        return x + self.mlp(self.ln2(x))


class TinyGPT(nn.Cell):
    def __init__(self, vocab, d=32, heads=4, layers=2, seq=16):
        super().__init__()
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(seq, d)
        self.blocks = nn.CellList([Block(d, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm((d,))
        self.head = nn.Dense(d, vocab, has_bias=False)
        self.pos = ms.Tensor(np.arange(seq)[None], ms.int32)

    def construct(self, ids):
        x = self.wte(ids) + self.wpe(self.pos[:, : ids.shape[1]])
        for b in self.blocks:
            x = b(x)
        return self.head(self.ln_f(x))


def train(net, vocab, steps, tag):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4)
    def fwd(ids, lab):
        return loss_fn(net(ids).reshape(-1, vocab), lab.reshape(-1))
    grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
    rng = np.random.default_rng(0)
    for step in range(steps):
        ids = ms.Tensor(rng.integers(0, 1000, (4, 17)), ms.int32)
        loss, grads = grad_fn(ids[:, :-1], ids[:, 1:])
        opt(grads)
        print(f"[{tag}] step {step} loss {loss.asnumpy():.4f}", flush=True)


# stage 1: pretraining run (tokenizer vocab 1000)
if not os.path.exists("tinygpt_pretrain.ckpt"):
    pre = TinyGPT(vocab=1000)
    train(pre, 1000, 5, "pretrain")
    ms.save_checkpoint(pre, "tinygpt_pretrain.ckpt")
    print("saved tinygpt_pretrain.ckpt")

# stage 2: fine-tuning, vocab padded to multiple of 64
vocab = ((1000 + 63) // 64) * 64
net = TinyGPT(vocab=vocab)
params = ms.load_checkpoint("tinygpt_pretrain.ckpt")
not_loaded, _ = ms.load_param_into_net(net, params)
print("params not loaded:", not_loaded)
train(net, vocab, 10, "finetune")
