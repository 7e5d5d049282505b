# Encoder port: the tokenizer folder came from the production model (tokenizer_config.json
# model_max_length=512), the MindSpore model is a distilled variant whose config.json has
# max_position_embeddings=128. The preprocessing keeps the HF call tokenizer(..., truncation=True,
# padding="max_length") without max_length, so it pads/truncates to tokenizer.model_max_length.
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoConfig

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

os.makedirs("distil-encoder", exist_ok=True)
with open("distil-encoder/config.json", "w") as f:
    json.dump({"model_type": "bert", "vocab_size": 64, "hidden_size": 32, "num_attention_heads": 2,
               "num_hidden_layers": 1, "intermediate_size": 64, "max_position_embeddings": 128}, f)
config = AutoConfig.from_pretrained("distil-encoder")

words = "the a of to and in is it that was for on are with as be at by this have from or".split()
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in words:
    vocab[w] = len(vocab)
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]", model_max_length=512)
print(f"tokenizer.model_max_length={tokenizer.model_max_length} config.max_position_embeddings={config.max_position_embeddings}")

texts = [" ".join(np.random.choice(words, np.random.randint(20, 60))) for _ in range(16)]
enc = tokenizer(texts, truncation=True, padding="max_length", return_tensors="np")
print("input_ids", enc["input_ids"].shape)

class Embeddings(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.word = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.pos = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.norm = nn.LayerNorm((cfg.hidden_size,))
    def construct(self, ids):
        pos_ids = ops.arange(ids.shape[1], dtype=ms.int32).broadcast_to(ids.shape)
        return self.norm(self.word(ids) + self.pos(pos_ids))

class Encoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = Embeddings(cfg)
        self.cls = nn.Dense(cfg.hidden_size, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        return self.cls(h.sum(1) / mask.sum(1, keepdims=True))

net = Encoder(config)
labels = Tensor(np.random.randint(0, 2, 16).astype(np.int32))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)
for step in range(3):
    loss, g = grad_fn(Tensor(enc["input_ids"].astype(np.int32)), Tensor(enc["attention_mask"].astype(np.float32)), labels)
    opt(g)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
