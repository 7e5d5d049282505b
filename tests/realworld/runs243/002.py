# Fine-tune a small text classifier from a pre-trained checkpoint after extending the tokenizer
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size, dim=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim)
        self.encoder = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, dim))
        self.norm = nn.LayerNorm((dim,))
        self.classifier = nn.Dense(dim, num_classes)
    def construct(self, ids):
        h = self.norm(self.encoder(self.embedding(ids)))
        return self.classifier(h.mean(axis=1))

def make_batch(rng, vocab, n=32, seq=16):
    ids = rng.integers(0, vocab, size=(n, seq)).astype(np.int32)
    return ms.Tensor(ids), ms.Tensor((ids[:, 0] % 4).astype(np.int32))

rng = np.random.default_rng(0)
# ---- stage 1: pre-train with the base vocabulary -------------------------------------------
base_vocab = 1000
net = TextClassifier(base_vocab)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(30):
    x, y = make_batch(rng, base_vocab)
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 10 == 0:
        print(f"pretrain step {step} loss {float(loss):.4f}")
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(net, "ckpt/pretrained_002.ckpt")
print("saved ckpt/pretrained_002.ckpt")

# ---- stage 2: fine-tune with added special tokens ---------------------------------------------
added_tokens = ["<url>", "<user>", "<emoji>", "<num>"]
vocab_size = base_vocab + len(added_tokens)
print(f"tokenizer vocab size after adding tokens: {vocab_size}")
ft_net = TextClassifier(vocab_size)
param_dict = ms.load_checkpoint("ckpt/pretrained_002.ckpt")
not_loaded, _ = ms.load_param_into_net(ft_net, param_dict)
print(f"params not loaded: {not_loaded}")
opt = nn.Adam(ft_net.trainable_params(), learning_rate=5e-4)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(ft_net(x), y), None, opt.parameters)
for step in range(30):
    x, y = make_batch(rng, vocab_size)
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 10 == 0:
        print(f"finetune step {step} loss {float(loss):.4f}")
