# mindformers set_context with a run_mode value from a LoRA tutorial of another toolkit
import mindspore as ms
ms.set_device("CPU")
import mindformers
mindformers.set_context(run_mode="finetune_lora")
print("ok")
