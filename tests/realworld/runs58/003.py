# HCCL rank table launch kept from the Ascend 910 scripts
import json, os
import mindspore as ms
from mindspore.communication import init

os.environ.setdefault("RANK_TABLE_FILE", "/home/HwHiAiUser/rank_table_8pcs.json")
with open(os.environ["RANK_TABLE_FILE"]) as f:
    table = json.load(f)
server = table["server_list"][0]
device_num = len(server["device"])
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=device_num)
init("hccl")
