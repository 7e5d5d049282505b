"""Fine-tune a small classifier on tokenised text; HF datasets.map(tokenize) ported to MindSpore dataset."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

VOCAB, MAX_LEN, HIDDEN = 3000, 64, 64
words = [f"w{i}" for i in range(VOCAB - 2)]
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}


def tokenize(text):
    # tokenizer(text, truncation=True, max_length=MAX_LEN)
    ids = [vocab.get(t, 1) for t in text.split()][:MAX_LEN]
    return np.array(ids, np.int32)


texts = [" ".join(np.random.choice(words, np.random.randint(5, 80))) for _ in range(400)]
labels = np.random.randint(0, 2, len(texts)).astype(np.int32)


class TextDataset:
    def __init__(self, texts, labels):
        self.texts, self.labels = texts, labels

    def __getitem__(self, i):
        return tokenize(self.texts[i]), self.labels[i]

    def __len__(self):
        return len(self.texts)


train_ds = ds.GeneratorDataset(TextDataset(texts, labels), column_names=["input_ids", "label"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
print("dataset size:", train_ds.get_dataset_size())


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN, padding_idx=0)
        self.fc = nn.Dense(HIDDEN, 2)

    def construct(self, ids):
        return self.fc(self.embed(ids).mean(1))


net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)

for epoch in range(2):
    for step, (ids, label) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(ids, label)
        optimizer(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
