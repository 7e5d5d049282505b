# set_auto_parallel_context search_mode value misspelt
# Strategy search mode typed from memory for auto_parallel.
import mindspore as ms
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_auto_parallel_context(parallel_mode="auto_parallel", search_mode="sharding_propogation")
print("parallel context set")
