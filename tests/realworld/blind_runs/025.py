# set_context with a wrong value type for max_device_memory
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, max_device_memory=30)
