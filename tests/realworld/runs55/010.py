# Ray actor wrapping the ported MindSpore fine-tuning step; optimizer settings copied from
# the torch training script (torch.optim.AdamW(params, lr=..., betas=..., eps=..., weight_decay=...)).
import numpy as np
import mindspore as ms
from mindspore import nn
import ray

OPTIM_CFG = dict(lr=5e-4, betas=(0.9, 0.98), eps=1e-6, weight_decay=0.01)


@ray.remote(num_cpus=1)
class FineTuneActor:
    def __init__(self, optim_cfg):
        self.net = nn.SequentialCell(nn.Dense(24, 48), nn.GELU(), nn.Dense(48, 3))
        self.opt = nn.AdamWeightDecay(self.net.trainable_params(), **optim_cfg)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)

    def train(self, steps):
        rng = np.random.default_rng(0)
        losses = []
        for _ in range(steps):
            x = rng.normal(size=(32, 24)).astype(np.float32)
            y = x[:, :3].argmax(1).astype(np.int32)
            loss, g = self.grad_fn(ms.Tensor(x), ms.Tensor(y))
            self.opt(g)
            losses.append(float(loss.asnumpy()))
        return losses


ray.init(num_cpus=2, include_dashboard=False)
actor = FineTuneActor.remote(OPTIM_CFG)
losses = ray.get(actor.train.remote(30))
print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}")
