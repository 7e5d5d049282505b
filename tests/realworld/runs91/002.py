# wav2vec2-style CTC head ported from torch: targets concatenated into one 1-D tensor (torch CTCLoss accepts that)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
vocab = 32; T = 50; N = 4
class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(40, 64); self.act = nn.GELU(); self.lm_head = nn.Dense(64, vocab)
    def construct(self, feats):
        return self.lm_head(self.act(self.proj(feats)))
net = Head(); ctc = nn.CTCLoss(blank=0, reduction="mean", zero_infinity=True)
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
def fwd(feats, targets, in_len, tgt_len):
    log_probs = ops.log_softmax(net(feats), -1).transpose(1, 0, 2)   # (T, N, C)
    return ctc(log_probs, targets, in_len, tgt_len)
gf = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(3):
    feats = ms.Tensor(np.random.randn(N, T, 40).astype(np.float32))
    lens = np.random.randint(5, 15, (N,))
    targets = np.concatenate([np.random.randint(1, vocab, (l,)) for l in lens])   # like torch.cat(labels)
    loss, g = gf(feats, ms.Tensor(targets, ms.int32), ms.Tensor(np.full((N,), T), ms.int32), ms.Tensor(lens, ms.int32))
    opt(g); print("step", step, "ctc loss", loss)
