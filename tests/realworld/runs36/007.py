# LlamaRMSNorm ported from HF. The torch module computed the norm by hand
# (hidden_states * torch.rsqrt(variance + eps)); the port switched to the fused mindspore.ops.rms_norm
# seen in the MindFormers Ascend code, and the smoke test runs on a CPU-only dev box.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

class LlamaRMSNorm(nn.Cell):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones(hidden_size, np.float32)), name="weight")
        self.eps = eps
    def construct(self, hidden_states):
        out, _ = ops.rms_norm(hidden_states, self.weight, self.eps)
        return out

class DecoderLayerStub(nn.Cell):
    def __init__(self, hidden=64):
        super().__init__()
        self.input_layernorm = LlamaRMSNorm(hidden)
        self.mlp = nn.Dense(hidden, hidden)
    def construct(self, x):
        return x + self.mlp(self.input_layernorm(x))

print("device_target", ms.get_context("device_target"))
layer = DecoderLayerStub()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
y = layer(x)
print("decoder layer out", y.shape, float(y.abs().mean()))
