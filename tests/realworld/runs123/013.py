"""Sentiment fine-tuning data pipeline: raw text -> Hugging Face BertTokenizer inside dataset.map -> batches."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from transformers import BertTokenizer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

# small WordPiece vocab (stand-in for the downloaded bert-base-uncased vocab.txt)
words = ["good", "great", "fun", "love", "bad", "awful", "boring", "hate", "the", "movie", "was", "plot", "acting",
         "really", "not", "a", "an", "very", "film", "i", "it", "and", "##s", "##ly"]
vocab_dir = "/home/user/project/tiny_bert_vocab"
os.makedirs(vocab_dir, exist_ok=True)
with open(os.path.join(vocab_dir, "vocab.txt"), "w") as f:
    f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words) + "\n")
tokenizer = BertTokenizer.from_pretrained(vocab_dir)

rng = np.random.default_rng(0)
pos, neg = ["good", "great", "fun", "love"], ["bad", "awful", "boring", "hate"]
texts, labels = [], []
for _ in range(256):
    y = int(rng.integers(0, 2))
    w = rng.choice(pos if y else neg, 2)
    texts.append(f"i {w[0]} the movie and the acting was very {w[1]}")
    labels.append(y)

dataset = ds.NumpySlicesDataset({"text": texts, "label": np.array(labels, np.int32)}, shuffle=True)


def tokenize(text):
    return tokenizer(str(text), padding="max_length", truncation=True, max_length=32)


dataset = dataset.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
dataset = dataset.batch(16, drop_remainder=True)


class BowClassifier(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, 16)
        self.fc = nn.Dense(16, 2)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))


net = BowClassifier(tokenizer.vocab_size)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
