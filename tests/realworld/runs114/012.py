"""Intent classification: HF BertTokenizer + mindspore.dataset.GeneratorDataset + a small GRU-free encoder."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from transformers import BertTokenizer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

words = "book a flight to paris cancel my order play some music what is the weather today set an alarm for seven".split()
os.makedirs("tok", exist_ok=True)
with open("tok/vocab.txt", "w") as f:
    f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(words))) + "\n")
tokenizer = BertTokenizer("tok/vocab.txt")

samples = [("book a flight to paris", 0), ("cancel my order", 1), ("play some music", 2),
           ("what is the weather today", 3), ("set an alarm for seven", 4)] * 40


class IntentSource:
    def __init__(self, data, max_len=12):
        self.data, self.max_len = data, max_len

    def __getitem__(self, i):
        text, label = self.data[i]
        enc = tokenizer(text, padding="max_length", truncation=True, max_length=self.max_len, return_tensors="np")
        return tuple(v[0].astype(np.int32) for v in enc.values()) + (np.int32(label),)

    def __len__(self):
        return len(self.data)


train_ds = ds.GeneratorDataset(IntentSource(samples), column_names=["input_ids", "attention_mask", "label"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)


class Encoder(nn.Cell):
    def __init__(self, vocab, dim=32, ncls=5):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.fc = nn.Dense(dim, ncls)

    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1).astype(ms.float32)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32))


net = Encoder(tokenizer.vocab_size)
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)

for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["label"])
        opt(grads)
    print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")
