# launcher exported MS_ROLE the way the old docs spelled it
import os
os.environ["MS_ROLE"] = "worker"
os.environ["MS_WORKER_NUM"] = "1"
os.environ["MS_SCHED_HOST"] = "127.0.0.1"
os.environ["MS_SCHED_PORT"] = "8119"
import mindspore as ms
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
print(get_rank())
