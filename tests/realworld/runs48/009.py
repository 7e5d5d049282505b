# Sentiment fine-tune port: HF datasets rows -> transformers fast tokenizer inside a
# GeneratorDataset source (the torch Dataset.__getitem__ tokenised on the fly).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_seed(0); rng = np.random.default_rng(0)
words = ["good", "great", "fine", "love", "bad", "awful", "hate", "poor", "the", "movie", "was", "plot", "acting", "really"]
vocab = {"[PAD]": 0, "[UNK]": 1}
vocab.update({w: i + 2 for i, w in enumerate(words)})
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

rows = []
for i in range(3200):
    lab = int(rng.integers(0, 2))
    pool = words[:4] if lab else words[4:8]
    text = " ".join(["the", "movie", "was", "really"] + list(rng.choice(pool, 3)))
    rows.append({"text": text, "label": lab})
rows[2911]["text"] = None      # empty review field in the exported json (null)

class ReviewDataset:
    def __init__(self, rows):
        self.rows = rows
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        enc = tokenizer(self.rows[i]["text"], padding="max_length", truncation=True, max_length=12)
        return (np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.float32),
                np.int32(self.rows[i]["label"]))

dataset = ds.GeneratorDataset(ReviewDataset(rows), ["input_ids", "attention_mask", "label"], shuffle=False)
dataset = dataset.batch(16)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, 32)
        self.cls = nn.Dense(32, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask[:, :, None]
        return self.cls(h.sum(1) / mask.sum(1, keepdims=True))

net = BagOfEmbeddings(len(vocab))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=0.01)
def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (ids, mask, y) in enumerate(dataset.create_tuple_iterator(num_epochs=1)):
        loss, grads = grad_fn(ids, mask, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
