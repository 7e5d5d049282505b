"""Intent classification: whitespace tokenizer via dataset.map + batch, LSTM encoder (ported from a torch DataLoader)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(13)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

SENTS = [("book a flight to paris tomorrow", 0), ("what is the weather like", 1), ("play some jazz", 2),
         ("set an alarm for seven", 3), ("will it rain in london this weekend", 1), ("play the new album", 2),
         ("i need a cheap ticket to rome on friday morning", 0), ("wake me up at six", 3)] * 16
vocab = {"<pad>": 0, "<unk>": 1}
for s, _ in SENTS:
    for w in s.split():
        vocab.setdefault(w, len(vocab))

MAX_LEN = 12

class IntentData:
    def __init__(self, rows):
        self.rows = rows
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        text, label = self.rows[i]
        return np.array(text), np.int32(label)

def tokenize(text):
    ids = [vocab.get(w, 1) for w in str(text).split()][:MAX_LEN]
    return np.array(ids + [0] * (MAX_LEN - len(ids)), np.int32)

train = ds.GeneratorDataset(IntentData(SENTS), column_names=["sentence", "label"], shuffle=True)
# same preprocessing as the HF version: dataset.map(tokenize, input_columns="text")
train = train.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
train = train.batch(16, drop_remainder=True)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 32, padding_idx=0)
        self.lstm = nn.LSTM(32, 32, batch_first=True)
        self.fc = nn.Dense(32, 4)
    def construct(self, ids):
        out, _ = self.lstm(self.emb(ids))
        return self.fc(out[:, -1])

net = Encoder()
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
print(f"vocab size {len(vocab)}, {train.get_dataset_size()} batches per epoch")
for epoch in range(3):
    for step, batch in enumerate(train.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
    print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")
