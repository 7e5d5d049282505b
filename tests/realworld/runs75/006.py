# Sentiment CSV (exported from a pandas DataFrame) read with CSVDataset, label converted with text.ToNumber.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms
from mindspore import nn

os.makedirs("data_006", exist_ok=True)
rng = np.random.default_rng(0)
words = ["good", "bad", "great", "awful", "fine", "poor", "nice", "boring"]
with open("data_006/reviews.csv", "w") as f:
    f.write("review,label\n")
    for i in range(200):
        lab = i % 2
        w = " ".join(rng.choice(words[lab::2] if False else words, 6))
        label = str(lab) if i != 137 else "N/A"   # unlabeled row left in by the export
        f.write(f"{w},{label}\n")

vocab = text.Vocab.from_list(["<pad>", "<unk>"] + words, special_first=False)
data = ds.CSVDataset("data_006/reviews.csv", column_defaults=["", ""], column_names=["review", "label"], shuffle=False)
data = data.skip(1)
data = data.map(text.ToNumber(ms.int32), input_columns="label")
data = data.map([text.WhitespaceTokenizer(), text.Lookup(vocab, "<unk>"), transforms.PadEnd([8], 0)], input_columns="review")
data = data.batch(16)

class Bag(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = Bag()
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step, (x, y) in enumerate(data.create_tuple_iterator()):
    loss, g = grad_fn(x, y)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
