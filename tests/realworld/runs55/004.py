# Ray actor runs the MindSpore train step; the driver keeps the per-step watchdog from the
# torch version (torch steps took ~0.2 s on this box, so 3 s is "clearly stuck").
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import ray

STEP_TIMEOUT_S = 3.0


@ray.remote(num_cpus=1)
class TrainActor:
    def __init__(self):
        ms.set_context(mode=ms.GRAPH_MODE)
        self.net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 4))
        self.loss_fn = nn.CrossEntropyLoss()
        self.opt = nn.AdamWeightDecay(self.net.trainable_params(), learning_rate=1e-3)
        self.step_cell = nn.TrainOneStepCell(nn.WithLossCell(self.net, self.loss_fn), self.opt)
        self.step_cell.set_train()
        self.rng = np.random.default_rng(0)

    def step(self):
        x = self.rng.normal(size=(64, 32)).astype(np.float32)
        y = (x[:, :4].argmax(1)).astype(np.int32)
        return float(self.step_cell(ms.Tensor(x), ms.Tensor(y)).asnumpy())


ray.init(num_cpus=2, include_dashboard=False)
actor = TrainActor.remote()
for step in range(50):
    t0 = time.time()
    try:
        loss = ray.get(actor.step.remote(), timeout=STEP_TIMEOUT_S)
    except ray.exceptions.GetTimeoutError:
        print(f"step {step}: no result after {STEP_TIMEOUT_S}s, worker looks stuck, aborting")
        raise
    if step % 10 == 0:
        print(f"step {step} loss {loss:.4f} ({time.time() - t0:.2f}s)")
