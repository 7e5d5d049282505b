# msrun 2 workers, semi_auto_parallel: MatMul sharded 4-way on its rows while only 2 devices exist.
import os, subprocess, sys, glob
def launch(script, workers=2, local=2, port=8141, extra=()):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={local}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", *extra, "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=2)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.ones((16, 16), np.float32)), name="w")
        self.matmul = ops.MatMul().shard(((4, 1), (1, 1)))
    def construct(self, x):
        return self.matmul(x, self.w)
net = Net()
out = ms.jit(net.construct)(Tensor(np.ones((8, 16), np.float32)))
print("rank", get_rank(), out.shape, flush=True)
''', port=8141)
