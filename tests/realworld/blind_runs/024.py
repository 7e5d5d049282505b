# pipeline_stages=0 in the parallel context
import mindspore as ms
ms.set_device("CPU")
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", pipeline_stages=0)
