# Porting our Ray Train (TorchTrainer) launcher to MindSpore: keep Ray Train's
# ScalingConfig/RunConfig plumbing and swap the torch loop for a MindSpore one.
import mindspore as ms
from mindspore import nn
import numpy as np
from ray.train import ScalingConfig, RunConfig
from ray.train.data_parallel_trainer import DataParallelTrainer
import ray.train as train


def train_loop_per_worker(config):
    net = nn.Dense(8, 2)
    opt = nn.Adam(net.trainable_params(), learning_rate=config["lr"])
    loss_fn = nn.CrossEntropyLoss()
    grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
    rng = np.random.default_rng(train.get_context().get_world_rank())
    for epoch in range(config["epochs"]):
        x = rng.normal(size=(64, 8)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.int32)
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
        opt(grads)
        train.report({"epoch": epoch, "loss": float(loss.asnumpy())})


trainer = DataParallelTrainer(
    train_loop_per_worker,
    train_loop_config={"lr": 1e-2, "epochs": 5},
    scaling_config=ScalingConfig(num_workers=2, use_gpu=False),
    run_config=RunConfig(name="ms_port"),
)
result = trainer.fit()
print(result.metrics)
