# Fine-tuning script from an older transformers-era recipe imports AdamW and the schedule helper from transformers
# (only the schedule is used with MindSpore); the installed transformers is 4.57.1.
import numpy as np, mindspore as ms
from transformers import AdamW, get_linear_schedule_with_warmup
ms.set_device("CPU")
print("ok")
