# Ray actor fine-tunes the MindSpore classifier head and saves a checkpoint; the driver then
# rebuilds the model for inference with num_labels taken from the HF datasets features.
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
import ray
from datasets import load_dataset, ClassLabel

os.makedirs("data_017", exist_ok=True)
rng = np.random.default_rng(11)
names = ["billing", "bug", "feature", "other"]
with open("data_017/tickets.jsonl", "w") as f:
    for i in range(400):
        lab = names[int(rng.integers(0, 4))]
        f.write(json.dumps({"x": rng.normal(size=12).round(4).tolist(), "topic": lab}) + "\n")

ds = load_dataset("json", data_files="data_017/tickets.jsonl", split="train")
ds = ds.filter(lambda ex: ex["topic"] != "other")          # drop the catch-all class
ds = ds.class_encode_column("topic")
print(ds.features)


def build(num_labels):
    return nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, num_labels))


@ray.remote(num_cpus=1)
def finetune(x, y, num_labels, ckpt_path):
    net = build(num_labels)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    loss_fn = nn.CrossEntropyLoss()
    grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
    for epoch in range(20):
        loss, g = grad_fn(ms.Tensor(x), ms.Tensor(y))
        opt(g)
        if epoch % 5 == 0:
            print(f"epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
    ms.save_checkpoint(net, ckpt_path)
    return ckpt_path


ray.init(num_cpus=2, include_dashboard=False)
npds = ds.with_format("numpy")
x = np.stack(npds["x"][:]).astype(np.float32)
y = npds["topic"][:].astype(np.int32)
num_train_labels = int(y.max()) + 1
ckpt = ray.get(finetune.remote(x, y, num_train_labels, os.path.abspath("data_017/head.ckpt")))
print("checkpoint:", ckpt)

# inference side: label count from the original label vocabulary of the project
infer_net = build(len(names))
ms.load_param_into_net(infer_net, ms.load_checkpoint(ckpt), strict_load=True)
print(infer_net(ms.Tensor(x[:4])).asnumpy().argmax(1))
