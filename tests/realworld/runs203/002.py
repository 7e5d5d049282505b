# Fine-tune a tiny sentiment classifier; tokenizer built with HF `tokenizers`, model in MindSpore.
# Ported from a HF script: model = from_pretrained(...) then optimizer over model params.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_seed(1)
words = "good great fine love nice bad awful hate poor terrible the movie was a plot acting really very".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

rng = np.random.default_rng(0)
pos, neg = words[:5], words[5:10]
texts, labels = [], []
for i in range(256):
    lab = i % 2
    pool = pos if lab else neg
    texts.append(f"the movie was {rng.choice(['really','very'])} {rng.choice(pool)}")
    labels.append(lab)
enc = tokenizer(texts, padding="max_length", max_length=8, truncation=True, return_tensors="np")
ids, mask, y = enc["input_ids"].astype(np.int32), enc["attention_mask"].astype(np.float32), np.array(labels, np.int32)


class BagClassifier(nn.Cell):
    def __init__(self, vocab_size, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.dense = nn.Dense(hidden, hidden, activation="tanh")
        self.out = nn.Dense(hidden, num_labels)
    def construct(self, input_ids, attention_mask):
        e = self.embed(input_ids) * attention_mask.expand_dims(-1)
        pooled = e.sum(1) / attention_mask.sum(1, keepdims=True)
        return self.out(self.dense(pooled))


def from_pretrained(vocab_size):
    return BagClassifier(vocab_size)

model = from_pretrained(tokenizer.vocab_size)
optimizer = nn.AdamWeightDecay(from_pretrained(tokenizer.vocab_size).trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(i, m, l):
    return loss_fn(model(i, m), l)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
bs = 16
global_step = 0
for epoch in range(3):
    perm = rng.permutation(len(y))
    for s in range(0, len(y), bs):
        b = perm[s:s + bs]
        loss, grads = grad_fn(Tensor(ids[b]), Tensor(mask[b]), Tensor(y[b]))
        optimizer(grads)
        global_step += 1
        if global_step % 8 == 0:
            print({"loss": round(float(loss.asnumpy()), 4), "learning_rate": 1e-3, "epoch": round(global_step * bs / len(y), 2)})
    preds = model(Tensor(ids), Tensor(mask)).argmax(-1).asnumpy()
    print({"eval_accuracy": round(float((preds == y).mean()), 4), "epoch": epoch + 1.0})
print({"train_runtime": "done", "global_step": global_step})
