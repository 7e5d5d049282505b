# Sentiment fine-tune: HF tokenizer (local vocab) + MindSpore model; preprocessing copied from the PyTorch notebook
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from transformers import BertTokenizer

vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "movie", "was", "great", "bad",
         "plot", "acting", "i", "loved", "hated", "it", "boring", "fun"]
os.makedirs("/home/user/project/tok_019", exist_ok=True)
with open("/home/user/project/tok_019/vocab.txt", "w") as f:
    f.write("\n".join(vocab) + "\n")
tokenizer = BertTokenizer.from_pretrained("/home/user/project/tok_019")

texts = ["the movie was great", "i hated it", "boring plot", "i loved the acting", "fun movie", "bad acting"]
labels = np.array([1, 0, 0, 1, 1, 0], dtype=np.int32)

enc = tokenizer(texts, padding="max_length", truncation=True, max_length=8, return_tensors="pt")
input_ids = ms.Tensor(enc["input_ids"].numpy().astype(np.int32))

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = Clf()
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                           nn.Adam(net.trainable_params(), 1e-2))
for i in range(20):
    loss = step(input_ids, ms.Tensor(labels))
print("final loss", loss)
