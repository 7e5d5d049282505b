# Byte-level language model (ByT5-style): text encoded to UTF-8 bytes with numpy, vocabulary = 256 bytes
# + 3 specials; the byte ids go straight into the embedding.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_device("CPU")
texts = ["hello world", "byte level models need no tokenizer", "ünïcödé"]
max_len = 32
batch = np.zeros((len(texts), max_len), np.uint8)
for i, t in enumerate(texts):
    b = np.frombuffer(t.encode("utf-8"), dtype=np.uint8)[:max_len]
    batch[i, :len(b)] = b

class ByteEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(259, 64)
        self.proj = nn.Dense(64, 64)
    def construct(self, ids):
        return self.proj(self.embed(ids))

net = ByteEncoder()
print("input", batch.dtype, batch.shape, flush=True)
out = net(Tensor(batch))
print("hidden", out.shape)
