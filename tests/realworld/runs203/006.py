# Fine-tune a tiny BERT-style encoder in float16 (ported from a HF BertSelfAttention implementation).
import math, numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, BertConfig

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
words = "i you we like love hate dislike this that film show song food service was is great bad ok".split()
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3, **{w: i + 4 for i, w in enumerate(words)}}
raw = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); raw.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]")
texts, labels = [], []
for i in range(128):
    lab = i % 2
    n = rng.integers(2, 7)
    body = " ".join(rng.choice(words[:10], n))
    texts.append(f"[CLS] {body} {'love great' if lab else 'hate bad'} [SEP]")
    labels.append(lab)
enc = tokenizer(texts, padding="max_length", max_length=16, truncation=True, return_tensors="np")
config = BertConfig(vocab_size=len(tokenizer), hidden_size=32, num_attention_heads=4, num_hidden_layers=1,
                    intermediate_size=64, max_position_embeddings=16)


class BertSelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.h, self.d = cfg.num_attention_heads, cfg.hidden_size // cfg.num_attention_heads
        self.query = nn.Dense(cfg.hidden_size, cfg.hidden_size)
        self.key = nn.Dense(cfg.hidden_size, cfg.hidden_size)
        self.value = nn.Dense(cfg.hidden_size, cfg.hidden_size)
    def split(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
    def construct(self, x, ext_mask):
        q, k, v = self.split(self.query(x)), self.split(self.key(x)), self.split(self.value(x))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.d) + ext_mask
        probs = ops.softmax(scores, -1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        return ctx.reshape(x.shape)

class TinyBert(nn.Cell):
    def __init__(self, cfg, num_labels=2):
        super().__init__()
        self.word = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.pos = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.attn = BertSelfAttention(cfg)
        self.ln = nn.LayerNorm((cfg.hidden_size,))
        self.ffn = nn.SequentialCell(nn.Dense(cfg.hidden_size, cfg.intermediate_size), nn.GELU(), nn.Dense(cfg.intermediate_size, cfg.hidden_size))
        self.cls = nn.Dense(cfg.hidden_size, num_labels)
    def get_extended_attention_mask(self, attention_mask, dtype):
        ext = attention_mask[:, None, None, :].astype(dtype)
        return (1.0 - ext) * float(np.finfo(np.float32).min)
    def construct(self, input_ids, attention_mask):
        pos = ops.arange(input_ids.shape[1])
        x = self.word(input_ids) + self.pos(pos)
        x = x.astype(ms.float16)
        x = self.ln(x + self.attn(x, self.get_extended_attention_mask(attention_mask, ms.float16)))
        x = self.ln(x + self.ffn(x))
        return self.cls(x[:, 0]).astype(ms.float32)

model = TinyBert(config)
model.attn.to_float(ms.float16); model.ffn.to_float(ms.float16); model.cls.to_float(ms.float16)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(model(i, m), y), None, opt.parameters)
ids, mask, y = enc["input_ids"].astype(np.int32), enc["attention_mask"].astype(np.int32), np.array(labels, np.int32)
step = 0
for epoch in range(2):
    for s in range(0, 128, 16):
        loss, grads = grad_fn(Tensor(ids[s:s+16]), Tensor(mask[s:s+16]), Tensor(y[s:s+16]))
        opt(grads)
        step += 1
        print(f"Epoch {epoch} | step {step:3d} | lr 2.0e-04 | loss {float(loss.asnumpy()):.4f}")
