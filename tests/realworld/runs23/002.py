# Token ids produced by a float numpy pipeline (np.zeros default dtype) passed to nn.Embedding
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

seq_len, pad_id = 12, 0
batch = np.zeros((4, seq_len))           # float64 buffer, filled with token ids
for i in range(4):
    ids = np.random.randint(1, 1000, size=8 + i)
    batch[i, :len(ids)] = ids
emb = nn.Embedding(1000, 32)
out = emb(ms.Tensor(batch, ms.float32))
print(out.shape)
