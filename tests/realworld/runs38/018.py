# BERT intermediate layer ported from HF (hidden_act="gelu", the exact erf GELU). The port uses
# mindspore.nn.GELU() with its default approximate=True (tanh approximation); the layer parity check
# against the HF reference output fails.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from scipy.special import erf

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(42)
H, I = 128, 512
w1 = (rng.standard_normal((I, H)) * 0.6).astype(np.float32); b1 = (rng.standard_normal(I) * 0.5).astype(np.float32)
w2 = (rng.standard_normal((H, I)) * 0.05).astype(np.float32); b2 = np.zeros(H, np.float32)
x = rng.standard_normal((4, 32, H)).astype(np.float32)

def hf_reference(x):
    h = x @ w1.T + b1
    h = 0.5 * h * (1.0 + erf(h / np.sqrt(2.0)))        # ACT2FN["gelu"]
    return h @ w2.T + b2

class BertIntermediateOutput(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_in = nn.Dense(H, I, weight_init=Tensor(w1), bias_init=Tensor(b1))
        self.act = nn.GELU()                                   # HF: nn.GELU() (exact)
        self.dense_out = nn.Dense(I, H, weight_init=Tensor(w2), bias_init=Tensor(b2))
    def construct(self, x):
        return self.dense_out(self.act(self.dense_in(x)))

ms_out = BertIntermediateOutput()(Tensor(x)).asnumpy()
ref = hf_reference(x)
diff = np.abs(ms_out - ref)
print(f"intermediate+output parity vs HF: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
np.testing.assert_allclose(ms_out, ref, rtol=1e-4, atol=1e-5,
                           err_msg="BertIntermediate/BertOutput port differs from the HF reference")
print("parity OK")
