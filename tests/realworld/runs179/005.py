"""fp16 fine-tuning of a small BERT-like classifier ported from a Hugging Face modeling file.
Extended attention mask built the HF way: (1 - mask) * finfo(dtype).min."""
import math, random
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import BertConfig, BertTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)
random.seed(3)

words = "the service was great slow food cold tasty friendly rude staff never again will come back lovely place dirty".split()
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(words))
open("/home/user/project/review_vocab.txt", "w").write("\n".join(vocab) + "\n")
tokenizer = BertTokenizerFast(vocab_file="/home/user/project/review_vocab.txt")
config = BertConfig(vocab_size=len(vocab), hidden_size=32, num_attention_heads=4, intermediate_size=64, num_labels=2)
COMPUTE_DTYPE = ms.float16


class SelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.h, self.d = cfg.num_attention_heads, cfg.hidden_size // cfg.num_attention_heads
        self.query = nn.Dense(cfg.hidden_size, cfg.hidden_size).to_float(COMPUTE_DTYPE)
        self.key = nn.Dense(cfg.hidden_size, cfg.hidden_size).to_float(COMPUTE_DTYPE)
        self.value = nn.Dense(cfg.hidden_size, cfg.hidden_size).to_float(COMPUTE_DTYPE)

    def construct(self, x, ext_mask):
        b, t, _ = x.shape
        q = self.query(x).reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        k = self.key(x).reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        v = self.value(x).reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.d) + ext_mask
        ctx = ops.matmul(ops.softmax(scores, -1), v)
        return ctx.transpose(0, 2, 1, 3).reshape(b, t, -1)


class ReviewClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.attn = SelfAttention(cfg)
        self.norm = nn.LayerNorm((cfg.hidden_size,))
        self.head = nn.Dense(cfg.hidden_size, cfg.num_labels)

    def get_extended_attention_mask(self, attention_mask, dtype):
        # port of transformers ModuleUtilsMixin.get_extended_attention_mask
        ext = attention_mask[:, None, None, :].astype(dtype)
        return (1.0 - ext) * ms.Tensor(np.finfo(np.float32).min, dtype)

    def construct(self, input_ids, attention_mask):
        x = self.emb(input_ids).astype(COMPUTE_DTYPE)
        ext = self.get_extended_attention_mask(attention_mask, COMPUTE_DTYPE)
        x = self.norm((x + self.attn(x, ext)).astype(ms.float32))
        return self.head(x[:, 0])


pos = ["the food was tasty", "friendly staff", "lovely place will come back", "great service"]
neg = ["the food was cold", "rude staff", "dirty place never again", "slow service"]
rows = [(random.choice(pos), 1) for _ in range(64)] + [(random.choice(neg), 0) for _ in range(64)]
random.shuffle(rows)
net = ReviewClassifier(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    total, correct = 0.0, 0
    for i in range(0, len(rows), 16):
        batch = rows[i:i + 16]
        enc = tokenizer([t for t, _ in batch], padding=True, return_tensors="np")
        ids = ms.Tensor(enc["input_ids"].astype(np.int32))
        mask = ms.Tensor(enc["attention_mask"].astype(np.int32))
        y = ms.Tensor(np.array([l for _, l in batch], np.int32))
        loss, grads = grad_fn(ids, mask, y)
        opt(grads)
        total += float(loss.asnumpy())
        step = i // 16 + 1
        print(f"Epoch {epoch + 1} Step {step}/{len(rows) // 16}  loss={float(loss.asnumpy()):.4f}")
    print(f"Epoch {epoch + 1} finished, mean loss = {total / (len(rows) // 16):.4f}")
