# healthy: resume from a two-shard safetensors checkpoint through model.safetensors.index.json (every shard named in
# the weight_map is loaded, nothing missing), then fine-tune with Model.train + LossMonitor; loss falls.
import json, numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor
from safetensors.numpy import save_file
ms.set_device("CPU")
ms.set_seed(5)
def make_net():
    return nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 48), nn.ReLU(), nn.Dense(48, 3))
rng = np.random.default_rng(5)
w = rng.normal(size=(12, 3)).astype(np.float32)
x = rng.normal(size=(1200, 12)).astype(np.float32)
y = (x @ w).argmax(1).astype(np.int32)
# earlier job: pre-train briefly and write 2 shards + index
src = make_net()
Model(src, nn.CrossEntropyLoss(), nn.Adam(src.trainable_params(), 1e-3)).train(
    1, ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(60), dataset_sink_mode=False)
params = {p.name: p.asnumpy() for p in src.get_parameters()}
names = sorted(params)
index = {"metadata": {"total_size": int(sum(v.nbytes for v in params.values()))}, "weight_map": {}}
for i, part in enumerate([names[:3], names[3:]]):
    fn = f"model-{i + 1:05d}-of-00002.safetensors"
    save_file({k: params[k] for k in part}, fn)
    index["weight_map"].update({k: fn for k in part})
json.dump(index, open("model.safetensors.index.json", "w"), indent=2)
# resume
net = make_net()
weight_map = json.load(open("model.safetensors.index.json"))["weight_map"]
param_dict = {}
for shard in sorted(set(weight_map.values())):
    param_dict.update(ms.load_checkpoint(shard, format="safetensors"))
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict, strict_load=True)
print(f"loaded {len(param_dict)} tensors from {len(set(weight_map.values()))} shards; "
      f"param_not_load={param_not_load} ckpt_not_load={ckpt_not_load}", flush=True)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(4, ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(60), callbacks=[LossMonitor(10)],
            dataset_sink_mode=False)
print("fine-tune finished")
