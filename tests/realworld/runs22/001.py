# Porting a HF BERT-style FFN block to MindSpore: hidden size taken from the wrong config
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class FeedForward(nn.Cell):
    def __init__(self, hidden_size=768, intermediate_size=3072):
        super().__init__()
        self.dense_in = nn.Dense(hidden_size, intermediate_size)
        self.act = nn.GELU()
        self.dense_out = nn.Dense(intermediate_size, hidden_size)

    def construct(self, x):
        return self.dense_out(self.act(self.dense_in(x)))

ffn = FeedForward(hidden_size=768)
# embeddings come from a "large" model config (hidden 1024)
hidden_states = ms.Tensor(np.random.randn(2, 16, 1024).astype(np.float32))
print("input shape:", hidden_states.shape)
out = ffn(hidden_states)
print("output shape:", out.shape)
