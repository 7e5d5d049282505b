# set_auto_parallel_context with a Megatron-style keyword
# Migrating a Megatron launch script: the user passes tensor_model_parallel to MindSpore's parallel context.
import mindspore as ms
ms.set_device("CPU")
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", tensor_model_parallel=2)
