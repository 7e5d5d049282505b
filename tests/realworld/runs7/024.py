# healthy: mindformers YAML (floats written as 1.0e-4 so YAML reads them as numbers) read with MindFormerConfig,
# optimizer built from it, a short training loop prints falling loss.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindformers import MindFormerConfig
ms.set_device("CPU")
with open("finetune.yaml", "w") as f:
    f.write("""seed: 0
runner_config:
  epochs: 4
  batch_size: 32
optimizer:
  type: AdamWeightDecay
  learning_rate: 3.0e-3
  beta1: 0.9
  beta2: 0.95
  eps: 1.0e-8
  weight_decay: 0.01
""")
cfg = MindFormerConfig("finetune.yaml")
print("optimizer config:", cfg.optimizer, flush=True)
ms.set_seed(cfg.seed)
rng = np.random.default_rng(cfg.seed)
x = rng.normal(size=(512, 16)).astype(np.float32); y = (x[:, :4].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
o = cfg.optimizer
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=o.learning_rate, beta1=o.beta1, beta2=o.beta2,
                         eps=o.eps, weight_decay=o.weight_decay)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
bs = cfg.runner_config.batch_size
for epoch in range(cfg.runner_config.epochs):
    losses = [float(step(Tensor(x[i:i + bs]), Tensor(y[i:i + bs])).asnumpy()) for i in range(0, 512, bs)]
    print(f"epoch {epoch + 1}/{cfg.runner_config.epochs} loss {np.mean(losses):.4f}", flush=True)
