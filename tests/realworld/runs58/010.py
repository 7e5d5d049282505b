# MindSpore reads the MS_* cluster variables itself; the launcher script exported a wrong worker count
import os
os.environ["MS_ROLE"] = "MS_WORKER"
os.environ["MS_WORKER_NUM"] = "two"
os.environ["MS_SCHED_HOST"] = "127.0.0.1"
os.environ["MS_SCHED_PORT"] = "8118"
os.environ["MS_NODE_ID"] = "0"
import mindspore as ms
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
print(get_rank())
