# DPO loss ported from TRL: losses = -F.logsigmoid(beta * (pi_logratios - ref_logratios))
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
V, T, B = 64, 12, 8

class TinyPolicy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)
        self.out = nn.Dense(32, V)
    def construct(self, ids):
        return self.out(ops.tanh(self.emb(ids)))

def seq_logp(model, ids):
    logits = model(ids[:, :-1])
    logp = ops.log_softmax(logits, -1)
    return ops.gather_elements(logp, 2, ids[:, 1:].expand_dims(-1)).squeeze(-1).sum(-1)

policy, ref = TinyPolicy(), TinyPolicy()
ref.set_train(False)
beta = 0.1
opt = nn.AdamWeightDecay(policy.trainable_params(), learning_rate=5e-3)

def dpo_loss(chosen, rejected):
    pi = seq_logp(policy, chosen) - seq_logp(policy, rejected)
    rf = ops.stop_gradient(seq_logp(ref, chosen) - seq_logp(ref, rejected))
    return -mint.nn.functional.logsigmoid(beta * (pi - rf)).mean()

grad_fn = ms.value_and_grad(dpo_loss, None, opt.parameters)
for step in range(10):
    chosen = Tensor(rng.integers(0, V // 2, (B, T)).astype(np.int32))
    rejected = Tensor(rng.integers(V // 2, V, (B, T)).astype(np.int32))
    loss, grads = grad_fn(chosen, rejected)
    opt(grads)
    print(f"step {step} dpo loss {loss.asnumpy():.4f}")
