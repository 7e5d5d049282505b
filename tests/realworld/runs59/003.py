# export HF-style classifier (input_ids, attention_mask) and call it like the HF model
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class TinyEncoder(nn.Cell):
    def __init__(self, vocab=1000, dim=32, labels=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim, activation="tanh")
        self.classifier = nn.Dense(dim, labels)
    def construct(self, input_ids, attention_mask):
        h = self.proj(self.emb(input_ids))
        m = attention_mask.astype(ms.float32).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        return self.classifier(pooled)

net = TinyEncoder(); net.set_train(False)
ids = Tensor(np.random.randint(0, 1000, (2, 16)).astype(np.int32))
mask = Tensor(np.ones((2, 16), np.int32))
ms.export(net, ids, mask, file_name="tiny_encoder", file_format="MINDIR")
print("exported tiny_encoder.mindir")
model = nn.GraphCell(ms.load("tiny_encoder.mindir"))
inputs = {"input_ids": ids, "attention_mask": mask}   # what the HF tokenizer returns
out = model(**inputs)
print(out)
