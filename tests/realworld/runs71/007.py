# ViT-style encoder from a torch config: d_model=96, nhead=8 (torch default dims not checked)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
cfg = dict(d_model=100, nhead=8, dim_feedforward=256, dropout=0.1, batch_first=True)
layer = nn.TransformerEncoderLayer(**cfg)
enc = nn.TransformerEncoder(layer, num_layers=2)
x = ms.Tensor(np.random.randn(4, 17, 100), ms.float32)
print(enc(x).shape)
