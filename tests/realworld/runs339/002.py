"""Fine-tune a tiny GPT-style LM from a converted checkpoint after adding pad/eos special tokens to the tokenizer."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
ms.set_seed(1)

BASE_VOCAB = 250
SPECIAL_TOKENS = ["<pad>", "<eos>"]
HIDDEN = 48


class Block(nn.Cell):
    def __init__(self, h):
        super().__init__()
        self.ln = nn.LayerNorm((h,))
        self.fc1 = nn.Dense(h, 4 * h)
        self.fc2 = nn.Dense(4 * h, h)

    def construct(self, x):
        return x + self.fc2(ops.gelu(self.fc1(self.ln(x))))


class TinyGPT(nn.Cell):
    def __init__(self, vocab, h, layers=2):
        super().__init__()
        self.wte = nn.Embedding(vocab, h)
        self.blocks = nn.CellList([Block(h) for _ in range(layers)])
        self.ln_f = nn.LayerNorm((h,))
        self.lm_head = nn.Dense(h, vocab, has_bias=False)

    def construct(self, ids):
        x = self.wte(ids)
        for b in self.blocks:
            x = b(x)
        return self.lm_head(self.ln_f(x))


ckpt = "tiny_gpt_converted.ckpt"
if not os.path.exists(ckpt):
    # output of our HF->MindSpore conversion step (base tokenizer vocab)
    ms.save_checkpoint(TinyGPT(BASE_VOCAB, HIDDEN), ckpt)

vocab_size = BASE_VOCAB + len(SPECIAL_TOKENS)
print(f"tokenizer vocab size: {vocab_size}")
net = TinyGPT(vocab_size, HIDDEN)
param_dict = ms.load_checkpoint(ckpt)
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)


def gen():
    rng = np.random.default_rng(0)
    for _ in range(80):
        x = rng.integers(0, vocab_size, size=24).astype(np.int32)
        yield x, np.roll(x, -1)


ds = GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(8, drop_remainder=True)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)


def fwd(x, y):
    logits = net(x)
    return ops.cross_entropy(logits.reshape(-1, vocab_size), y.reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
