# Launcher settings ported from an accelerate config (distributed_type: MULTI_GPU -> "data_parallel" in the
# team's notes); the mode is read from the run config and passed to MindSpore as a string.
import json
import mindspore as ms
from mindspore import context

ms.set_device("CPU")
run_cfg = json.loads('{"parallel_mode": "ddp", "gradients_mean": true, "device_num": 1}')
context.set_auto_parallel_context(parallel_mode=run_cfg["parallel_mode"],
                                  gradients_mean=run_cfg["gradients_mean"],
                                  device_num=run_cfg["device_num"])
print("parallel mode:", context.get_auto_parallel_context("parallel_mode"))
